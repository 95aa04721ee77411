// Loaded with `node --import`: appends the address of every module the process resolves through
// ESM to the file named by RECORD_IMPORTS (the hooks run on a thread of their own).
import { register } from "node:module";

register("./record-imports-hooks.mjs", import.meta.url);
