import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The e2e run keeps its own local state so tests never touch a developer's database.
const persistState = process.env.QIHE_STATE_DIR ? { path: process.env.QIHE_STATE_DIR } : true;

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" }, persistState }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
