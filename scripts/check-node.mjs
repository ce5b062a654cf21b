/* global process, console */
/**
 * Runs before `npm start`, `npm run serve`, `npm run dev` and the other CLI
 * scripts: they are TypeScript that Node 24 runs directly, and an older Node
 * fails with an obscure ERR_UNKNOWN_FILE_EXTENSION. Plain, old JavaScript on
 * purpose, so that any Node can read this file and say what is needed.
 */
var found = process.versions.node;
var major = parseInt(found.split('.')[0], 10);

if (!(major >= 24)) {
  console.error(
    [
      'Node 24 gerekli / Node 24 is required (found v' + found + ').',
      'Node 24 kurun (örneğin `nvm install` ile; sürüm .nvmrc dosyasında) ve yeniden deneyin.',
      'Install Node 24 (e.g. `nvm install`, which reads .nvmrc) and try again.',
    ].join('\n'),
  );
  process.exit(1);
}
