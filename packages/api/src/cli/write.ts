/** The operator CLI's writes (src/cli/commands.ts, admin-commands.ts), as the server's write() does them. */
import { CLI_ACTOR, setActor } from "../db/activity.ts";
import type { Database, Tx } from "../db/index.ts";
import { queueIn, type MailQueue } from "../http/write.ts";

/** One transaction with `pnpm cla` as the log's actor; its mail goes to the outbox. */
export function cliWrite<T>(database: Database, work: (tx: Tx, mail: MailQueue) => Promise<T>): Promise<T> {
  const now = new Date();
  return database.db.transaction(async (tx) => {
    await setActor(tx, CLI_ACTOR);
    return work(tx, queueIn(tx, now));
  });
}
