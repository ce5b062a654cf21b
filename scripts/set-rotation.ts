import { eq } from 'drizzle-orm';
import { provinces } from '#app/db/schema.ts';
import { getProvince } from '#app/domain/geo.server.ts';
import { startServices } from '#app/services.server.ts';

/**
 * `npm run rotation -- <province> <HH:MM>`: sets the local time at which a
 * province's duty hands over (default 08:30). `npm run rotation` lists the
 * provinces that differ from the default.
 */
const usage = 'Usage: npm run rotation -- [<province> <HH:MM>]';
const [name, time] = process.argv.slice(2);

async function main(): Promise<number> {
  if ((name && !time) || (time && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))) {
    console.error(`${usage}\nThe time is 24-hour HH:MM, e.g. 09:00.`);
    return 2;
  }
  const province = name ? getProvince(name) : null;
  if (name && !province) {
    console.error(`Unknown province "${name}".`);
    return 2;
  }
  const services = await startServices({
    env: { ...process.env, LOG_LEVEL: 'silent' },
    purpose: 'rotation CLI',
    jobs: false,
  });
  try {
    if (province && time) {
      await services.db.update(provinces).set({ dutyRotation: time }).where(eq(provinces.id, province.plate));
      console.log(`${province.name}: duty rotation at ${time} (Europe/Istanbul).`);
    }
    const rows = await services.db.select({ name: provinces.name, rotation: provinces.dutyRotation }).from(provinces);
    const different = rows.filter((r) => r.rotation !== '08:30');
    console.log(
      different.length === 0
        ? 'Every province rotates at the default 08:30.'
        : different.map((r) => `${r.name}: ${r.rotation}`).join('\n'),
    );
    return 0;
  } finally {
    await services.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
