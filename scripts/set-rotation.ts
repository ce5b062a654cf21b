import { eq } from 'drizzle-orm';
import { provinces } from '#app/db/schema.ts';
import { DEFAULT_ROTATION } from '#app/domain/time/duty-window.ts';
import { getProvince } from '#app/domain/geo/geo.server.ts';
import { isClockTime } from '#app/domain/time/istanbul-clock.ts';
import { runCli, withServices } from './cli.ts';

/**
 * `npm run rotation -- <province> <HH:MM>`: sets the local time at which a
 * province's duty hands over (default 08:30). `npm run rotation` lists the
 * provinces that differ from the default.
 */
const usage = 'Usage: npm run rotation -- [<province> <HH:MM>]';
const [name, time] = process.argv.slice(2);

async function main(): Promise<number> {
  if ((name && !time) || (time && !isClockTime(time))) {
    console.error(`${usage}\nThe time is 24-hour HH:MM, e.g. 09:00.`);
    return 2;
  }
  const province = name ? getProvince(name) : null;
  if (name && !province) {
    console.error(`Unknown province "${name}".`);
    return 2;
  }
  return withServices({ purpose: 'rotation CLI', logLevel: 'silent' }, async (services) => {
    if (province && time) {
      await services.db.update(provinces).set({ dutyRotation: time }).where(eq(provinces.id, province.plate));
      console.log(`${province.name}: duty rotation at ${time} (Europe/Istanbul).`);
    }
    const rows = await services.db.select({ name: provinces.name, rotation: provinces.dutyRotation }).from(provinces);
    const different = rows.filter((r) => r.rotation !== DEFAULT_ROTATION);
    console.log(
      different.length === 0
        ? `Every province rotates at the default ${DEFAULT_ROTATION}.`
        : different.map((r) => `${r.name}: ${r.rotation}`).join('\n'),
    );
    return 0;
  });
}

await runCli(main);
