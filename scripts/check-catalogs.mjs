// Checks the Lingui catalogs of the package it runs in (its working directory): fails when a
// committed catalog (src/locales/*/messages.po) is stale relative to the source, or when any
// message lacks a translation in ja, en, ko, zh-Hans or zh-Hant. Run by the `lint` script of every
// package that owns strings (@kessai/ui, @kessai/checkout); fix staleness with `pnpm extract`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, cpSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = process.cwd();
const { name } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const locales = ['ja', 'en', 'ko', 'zh-Hans', 'zh-Hant'];
const problems = [];

/** Drops what changes on every extraction without meaning: source line references and the date. */
function comparable(po) {
  return po
    .split('\n')
    .filter((line) => !line.startsWith('#:') && !line.startsWith('"POT-Creation-Date:'))
    .join('\n')
    .trim();
}

/** msgid → msgstr of a .po file (multi-line strings joined). */
function parsePo(po) {
  const entries = new Map();
  let field;
  let msgid = '';
  let msgstr = '';
  const flush = () => {
    if (field !== undefined && msgid !== '') entries.set(msgid, msgstr);
    msgid = '';
    msgstr = '';
    field = undefined;
  };
  for (const line of po.split('\n')) {
    const start = /^(msgid|msgstr) "(.*)"$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1];
      if (field === 'msgid') msgid = JSON.parse(`"${start[2]}"`);
      else msgstr = JSON.parse(`"${start[2]}"`);
    } else if (/^".*"$/.test(line) && field !== undefined) {
      const part = JSON.parse(line);
      if (field === 'msgid') msgid += part;
      else msgstr += part;
    }
  }
  flush();
  return entries;
}

const work = mkdtempSync(join(tmpdir(), 'kessai-catalogs-'));
try {
  for (const locale of locales) {
    const committed = join(root, 'src/locales', locale, 'messages.po');
    if (!existsSync(committed)) {
      problems.push(`${locale}: src/locales/${locale}/messages.po is missing`);
      continue;
    }
    cpSync(committed, join(work, locale, 'messages.po'));
  }

  // The settings of the packages' lingui.config.ts, but extracting into the temporary copy.
  const config = join(work, 'lingui.config.mjs');
  writeFileSync(
    config,
    `export default ${JSON.stringify({
      rootDir: root,
      sourceLocale: 'en',
      locales,
      catalogs: [
        {
          path: join(work, '{locale}', 'messages'),
          include: [join(root, 'src')],
          exclude: ['**/*.test.*', '**/*.stories.*', '**/src/test/**'],
        },
      ],
    })};\n`,
  );
  const extract = spawnSync(
    join(root, 'node_modules/.bin/lingui'),
    ['extract', '--clean', '--config', config],
    { cwd: root, encoding: 'utf8' },
  );
  if (extract.status !== 0) {
    console.error(extract.stdout, extract.stderr);
    throw new Error('lingui extract failed');
  }

  for (const locale of locales) {
    const committedPath = join(root, 'src/locales', locale, 'messages.po');
    if (!existsSync(committedPath)) continue;
    const committed = readFileSync(committedPath, 'utf8');
    const fresh = readFileSync(join(work, locale, 'messages.po'), 'utf8');
    if (comparable(committed) !== comparable(fresh)) {
      problems.push(`${locale}: catalog is stale; run \`pnpm --filter ${name} extract\``);
    }
    for (const [id, translation] of parsePo(fresh)) {
      if (translation.trim() === '') problems.push(`${locale}: no translation for "${id}"`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`${name}: catalog check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`${name}: catalogs complete and current in ${locales.join(', ')}.`);
