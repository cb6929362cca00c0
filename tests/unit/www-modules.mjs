// The front end's JavaScript modules, for the unit tests that read them all.

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .js file under `dir`, its subfolders included. */
export function modules(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) modules(path, out);
    else if (name.endsWith('.js')) out.push(path);
  }
  return out;
}
