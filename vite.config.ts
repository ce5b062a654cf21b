import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  ssr: {
    // Bundled into the server build for a fast cold start (docs/decisions/0001-stack.md).
    noExternal: ['drizzle-orm'],
  },
  build: {
    target: 'es2022',
  },
});
