import type { RouterContextProvider, ServerBuild } from 'react-router';
import { expect, test } from 'vitest';
import { createRouter } from './router.ts';

/** A build whose entry hands out a request handler that answers with the build's name. */
function fakeBuild(name: string, made: string[]): ServerBuild {
  const createRequestHandler = (build: ServerBuild | (() => Promise<ServerBuild>)) => {
    made.push(name);
    return async (request: Request) => {
      const current = typeof build === 'function' ? await build() : build;
      const future = current.future as unknown as { unstable_routePatternMatching?: boolean };
      return new Response(
        `${(current as unknown as { name: string }).name} ${new URL(request.url).pathname} ${future.unstable_routePatternMatching}`,
      );
    };
  };
  return { name, future: {}, entry: { module: { createRequestHandler } } } as unknown as ServerBuild;
}

const context = () => ({}) as RouterContextProvider;

test('a built server takes React Router’s handler from its own build, told to match with route patterns', async () => {
  const made: string[] = [];
  const router = createRouter({ build: fakeBuild('production', made), getLoadContext: context });
  const answer = await router.handle(new Request('http://localhost/istanbul'), { ip: '127.0.0.1' });
  expect(await answer.text()).toBe('production /istanbul true');
  expect(made).toEqual(['production']);
});

test('development asks for the build on each request; a build that failed to load is asked for again', async () => {
  const made: string[] = [];
  let loads = 0;
  const build = async () => {
    loads += 1;
    if (loads === 1) throw new Error('syntax error while editing');
    return fakeBuild(`edit ${loads}`, made);
  };
  const router = createRouter({ build, getLoadContext: context });
  await expect(router.handle(new Request('http://localhost/'), { ip: '127.0.0.1' })).rejects.toThrow('syntax error');
  const first = await router.handle(new Request('http://localhost/a'), { ip: '127.0.0.1' });
  // The handler came from the build that loaded; each request then loads the build again.
  expect(await first.text()).toBe('edit 3 /a true');
  const second = await router.handle(new Request('http://localhost/b'), { ip: '127.0.0.1' });
  expect(await second.text()).toBe('edit 4 /b true');
  expect(made).toEqual(['edit 2']);
});
