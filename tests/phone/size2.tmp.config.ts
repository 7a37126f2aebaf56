// Temporary: measures the phone UI's own code (lit split into its own chunk).
import { defineConfig } from 'vite';
export default defineConfig({
  logLevel: 'info',
  publicDir: false,
  build: {
    outDir: '/tmp/phone-size',
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: { phone: process.env.ENTRY ?? 'src/ui/phone/phone-app.ts' },
      preserveEntrySignatures: 'exports-only',
      output: process.env.ENTRY ? {} : { manualChunks: (id: string) => (id.includes('node_modules') ? 'lit' : id.includes('/protocol/') ? 'protocol' : undefined) },
    },
  },
});
