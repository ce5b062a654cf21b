import type { Route } from './+types/content-fetcher';
import { AdminHeader } from '#app/components/admin/admin-header.tsx';
import { loadAdminFrame } from '#app/routes/admin/admin-frame.server.ts';

export function loader({ context }: Route.LoaderArgs) {
  return { frame: loadAdminFrame(context) };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeader frame={loaderData.frame} />
      <main id="icerik" className="mx-auto max-w-6xl px-4 py-6">
        <h1 className="text-2xl font-bold">İçerik Çekici</h1>
      </main>
    </>
  );
}
