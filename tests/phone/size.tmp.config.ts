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
      input: { phone: 'src/ui/phone/phone-app.ts', preview: 'src/ui/phone/preview.ts' },
      preserveEntrySignatures: 'exports-only',
      output: { manualChunks: (id: string) => (id.includes('node_modules') ? 'lit' : id.includes('/protocol/') ? 'protocol' : undefined) },
    },
  },
});
