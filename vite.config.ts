import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

// Vite marks CSS modules free of side effects, so a bare `import './x.module.css'` (no class
// used) was tree-shaken with its rules, which then shipped only with the lazy chunk that uses
// them. Kept, the rules stay with the importing route and go inline in its head (decision 028):
// a part loaded after the first paint (product.md D7) is styled in the server's HTML.
const keepCssModuleImports: Plugin = {
  name: 'mesa:keep-css-module-imports',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    return /\.module\.css(\?|$)/.test(id) ? { code, map: null, moduleSideEffects: 'no-treeshake' } : null;
  },
};

export default defineConfig({
  plugins: [reactRouter(), keepCssModuleImports],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
});
