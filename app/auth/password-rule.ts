/**
 * The one password length rule, for the login form, the CLI (`admin:create`) and ADMIN_PASSWORD:
 * 12 to 256 characters (OWASP: at least 8, allow at least 64; Argon2 hashes any length, the
 * upper bound keeps hashing cheap and the same everywhere).
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
