import { z } from 'zod';

/**
 * A table row's id as a form or a request names it: a positive integer within PostgreSQL's
 * `integer` (serial) range. Past it the database itself refused the query, a 500; an id out of
 * range names no row, so it fails validation like any other bad id.
 */
const MAX_ROW_ID = 2_147_483_647;

export const rowIdSchema = () => z.coerce.number().int().positive().max(MAX_ROW_ID);
