/**
 * Where a handed-in file's bytes live (docs/decisions/181), chosen by the engine:
 * - PGlite runs in the server's one thread, where decoding and storing 10 MiB blocked every request
 *   for seconds: the bytes are a file `<pglite data directory>/cla_files/<sha256>`, written and read
 *   with asynchronous I/O, and the row keeps only their hash and size. Inside PGlite's data directory,
 *   so the archive of `dumpDataDir` (`cla backup`, the server's snapshots) holds them and a restore
 *   puts them back.
 * - PostgreSQL keeps them in `work_files.bytes`: several instances share them, and PostgreSQL's work
 *   is not in the server's thread.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "./index.ts";
import { work_files } from "./schema.ts";

/** The stored form of one file's bytes; `body` answers a download. */
export interface StoredFile {
  sha256: string;
  /** `encode(bytes, 'base64')` of the row: null when the bytes are not in the database. */
  base64: string | null;
}

export interface FileStore {
  /** Keeps `bytes` (named by `sha256`); returns the value of `work_files.bytes`: the bytes, or null. */
  keep(bytes: Uint8Array, sha256: string): Promise<SQL | null>;
  /** What a download selects as `base64` beside the row's `sha256`. */
  readonly base64Column: SQL<string | null>;
  /** The file's bytes for a response body. */
  body(file: StoredFile): Promise<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>>;
}

/** Both engines move the bytes to and from PostgreSQL as base64 text (db/schema.ts explains why). */
export const databaseFileStore: FileStore = {
  keep: async (bytes) =>
    sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64")}, 'base64')`,
  base64Column: sql<string | null>`encode(${work_files.bytes}, 'base64')`,
  body: async (file) => new Uint8Array(Buffer.from(file.base64!, "base64")),
};

/**
 * `bytes` written to `temporary`, made durable, then renamed to `file`: a crash never leaves a half-written
 * file under the final name (also the server's snapshots, db/snapshots.ts).
 */
export async function writeDurably(file: string, temporary: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(temporary, "w", 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

const SHA256_NAME = /^[0-9a-f]{64}$/;

/**
 * PGlite's store in `dir` (`null`: an in-memory database, whose files go to a temporary directory
 * that `close` removes). `prepare` runs after the migrations: it moves bytes a previous release kept
 * in the table out to files and deletes the files no row names any more (decision 181).
 */
export function directoryFileStore(dir: string | null): FileStore & {
  dir: string;
  prepare(db: Db): Promise<void>;
  close(): void;
} {
  const temporary = dir === null;
  const root = dir ?? mkdtempSync(path.join(tmpdir(), "cla-files-"));
  mkdirSync(root, { recursive: true });
  const fileOf = (sha256: string) => {
    if (!SHA256_NAME.test(sha256)) throw new Error(`not a SHA-256: ${sha256}`);
    return path.join(root, sha256);
  };

  /** Under its final name only once whole and on disk: a crash leaves at most a `.tmp` file. */
  async function write(bytes: Uint8Array, sha256: string): Promise<void> {
    const target = fileOf(sha256);
    // The same bytes already kept (an upload of the same file, or a move-out cut short).
    if (
      await stat(target).then(
        () => true,
        () => false,
      )
    )
      return;
    await writeDurably(target, path.join(root, `${randomUUID()}.tmp`), bytes);
    const directory = await open(root, "r");
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
  }

  return {
    dir: root,
    keep: async (bytes, sha256) => {
      await write(bytes, sha256);
      return null;
    },
    base64Column: sql<string | null>`NULL`,
    body: async (file) => {
      // Opened first, so a missing file fails the request rather than the response half sent.
      const handle = await open(fileOf(file.sha256));
      return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
    },
    async prepare(db) {
      // Written first, then the column cleared: a crash in between leaves bytes both places, and the next start finishes.
      for (;;) {
        const [row] = await db
          .select({ id: work_files.id, sha256: work_files.sha256, base64: databaseFileStore.base64Column })
          .from(work_files)
          .where(isNotNull(work_files.bytes))
          .limit(1);
        if (row === undefined) break;
        await write(new Uint8Array(Buffer.from(row.base64!, "base64")), row.sha256);
        await db
          .update(work_files)
          .set({ bytes: null })
          .where(and(eq(work_files.id, row.id), eq(work_files.sha256, row.sha256)));
      }
      const named = new Set(
        (await db.selectDistinct({ sha256: work_files.sha256 }).from(work_files)).map((r) => r.sha256),
      );
      await mkdir(root, { recursive: true });
      for (const name of await readdir(root)) {
        if (!named.has(name)) await rm(path.join(root, name), { force: true });
      }
    },
    close: () => {
      if (temporary) rmSync(root, { recursive: true, force: true });
    },
  };
}
