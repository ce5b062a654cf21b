/** Accounts of the e2e server (tests/support/e2e-server.ts); test-only, never used elsewhere. */
export const E2E_ADMIN = { username: 'yonetici', password: 'e2e-yonetici-sifresi' } as const;
export const E2E_EDITOR = { username: 'editor', password: 'e2e-editor-sifresi' } as const;
