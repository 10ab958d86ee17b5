import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * PDFs are read by qpdf (docs/decisions/0022-uploaded-papers.md): it inflates
 * object streams, undoes name escapes and repairs what it can, and the file
 * kept is the one qpdf writes, so what is checked is what an officer opens.
 */
const QPDF = 'qpdf';
/** qpdf runs under these limits, whatever the file asks of it: a compressed stream that inflates without end is stopped, not served. */
const QPDF_SECONDS = 20;
const QPDF_MEMORY_BYTES = 1024 * 1024 * 1024;
/** The object list of a 5 MB PDF is far smaller; a file whose list is larger is not a scanned paper. */
const QPDF_JSON_BYTES = 64 * 1024 * 1024;

/**
 * Names that make a reader do something on its own: run a script, start a
 * program, open an attached file, fill an XFA form, go to a web address or
 * another file, act when a page or field is reached. A scanned paper needs
 * none of them. They count wherever they stand, as a key or as an action's
 * type (`/S /Launch`).
 */
const ACTIVE_NAMES = new Set(['/JavaScript', '/JS', '/Launch', '/EmbeddedFiles', '/EmbeddedFile', '/AA', '/XFA', '/URI', '/GoToR', '/GoToE', '/RichMedia', '/SubmitForm', '/ImportData']);

export class UnreadablePdf extends Error {}

export type PdfReading = { bytes: Buffer; activeNames: string[] };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function runQpdf(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // prlimit (util-linux, in every Debian) bounds qpdf's memory and CPU; no shell is involved.
    execFile(
      'prlimit',
      [`--as=${QPDF_MEMORY_BYTES}`, `--cpu=${QPDF_SECONDS}`, '--', QPDF, '--warning-exit-0', '--no-warn', ...args],
      { timeout: QPDF_SECONDS * 1000, killSignal: 'SIGKILL', maxBuffer: QPDF_JSON_BYTES, encoding: 'utf8' },
      (error, stdout) => (error ? reject(new UnreadablePdf(error.message)) : resolve(stdout)),
    );
  });
}

/** The active names in qpdf's JSON of a file: every object, those of object streams included, and the trailer. */
export function activeNamesIn(qpdfJson: string): string[] {
  const document = JSON.parse(qpdfJson) as { qpdf?: [unknown, Record<string, { value?: Json; stream?: { dict?: Json } }>] };
  const objects = document.qpdf?.[1];
  if (!objects) throw new UnreadablePdf('qpdf gave no objects');
  const resolve = (value: Json | undefined): Json | undefined => {
    if (typeof value !== 'string' || !/^\d+ \d+ R$/.test(value)) return value;
    const target = objects[`obj:${value}`];
    return target?.value ?? target?.stream?.dict;
  };
  const found = new Set<string>();
  const walk = (value: Json | undefined): void => {
    if (typeof value === 'string') {
      // qpdf's JSON writes names with their slash and strings with a `u:` or `b:` prefix, so a slash means a name.
      if (ACTIVE_NAMES.has(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      for (const [key, entry] of Object.entries(value)) {
        if (ACTIVE_NAMES.has(key)) found.add(key);
        // Opening at a page (a destination, an array) is harmless; an opening action of any kind is not kept.
        if (key === '/OpenAction' && !Array.isArray(resolve(entry))) found.add(key);
        walk(entry);
      }
    }
  };
  for (const object of Object.values(objects)) walk(object.value ?? object.stream?.dict);
  return [...found].sort();
}

/**
 * The PDF as qpdf rewrites it (decrypted, without object streams, only the
 * objects the document reaches, nothing before its header or after its end),
 * and the active names found in that rewritten file. A file qpdf cannot read
 * (damaged past repair, locked by a password) throws UnreadablePdf.
 */
export async function readPdf(bytes: Uint8Array, maxBytes: number): Promise<PdfReading> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'igrs-pdf-'));
  try {
    const received = path.join(folder, 'received.pdf');
    const rewritten = path.join(folder, 'rewritten.pdf');
    await writeFile(received, bytes, { mode: 0o600 });
    await runQpdf(['--decrypt', '--object-streams=disable', '--compress-streams=y', received, rewritten]);
    if ((await stat(rewritten)).size > maxBytes) throw new UnreadablePdf('the rewritten file is too large');
    const activeNames = activeNamesIn(await runQpdf(['--json=2', '--json-key=qpdf', rewritten]));
    return { bytes: await readFile(rewritten), activeNames };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The server does not start without qpdf: without it no PDF could be checked, and every upload of one would fail. */
export function assertPdfToolsInstalled(): void {
  for (const [command, packageName] of [
    [QPDF, 'qpdf'],
    ['prlimit', 'util-linux'],
  ] as const) {
    try {
      execFileSync(command, ['--version'], { stdio: 'ignore', timeout: 10_000 });
    } catch {
      throw new Error(`${command} is not on the PATH: install Debian's ${packageName} package (apt-get install ${packageName}); uploaded PDFs are checked and rewritten with it.`);
    }
  }
}
