/**
 * The machine's ceiling for writes in bench/api: a bare node:http handler on the same database, through
 * the bare driver (node-postgres, or PGlite in CLA_DATA_DIR/pglite as the server keeps it), doing what a
 * score POST must do at least: the score row and its outbox row, two INSERTs in one transaction, with the
 * database's own triggers and constraints. No session lookup, no validation, no mail worker: bench/api's
 * "POST cla_submissions" row is divided by this one (the earlier comparison of a write with two reads
 * could not be reached).
 *
 *   PORT=… CLA_DATA_DIR=<absolute> | DATABASE_URL=…  node --import tsx bench/api/write-ceiling-server.ts
 *   POST /write-ceiling with {"item", "student", "email", "course", "cohort", "facilitator", "score"}
 *   → 201 {"id": …}
 */
import { createServer } from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

interface Score {
  item: string;
  student: string;
  email: string;
  course: string;
  cohort: number;
  facilitator: string;
  score: number;
}

type Query = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type Transaction = (work: (query: Query) => Promise<string>) => Promise<string>;

const INSERT_SCORE =
  "INSERT INTO submissions (cla_assignment_id, cla_student_id, cla_course_id, cla_cohort_id, cla_facilitator_id, score) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id";
const INSERT_MAIL =
  "INSERT INTO email_outbox (kind, to_address, subject, text_body, html_body) VALUES ('score_posted', $1, $2, $3, $4)";

/** A transaction on the bare driver: the pool's size is the server's (POOL in @cla/api/db). */
async function openTransaction(): Promise<{ transaction: Transaction; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    return {
      transaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          // Named: parsed and planned once per connection, the best a bare handler can do.
          const id = await work((text, values) =>
            client.query({ name: text === INSERT_SCORE ? "score" : "mail", text, values }),
          );
          await client.query("COMMIT");
          return id;
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = new PGlite(path.join(process.env.CLA_DATA_DIR!, "pglite"));
  await client.waitReady;
  return {
    transaction: (work) => client.transaction((tx) => work((text, values) => tx.query(text, values))),
    close: () => client.close(),
  };
}

const { transaction, close } = await openTransaction();

async function writeScore(body: Score): Promise<string> {
  return transaction(async (query) => {
    const { rows } = await query(INSERT_SCORE, [
      body.item,
      body.student,
      body.course,
      body.cohort,
      body.facilitator,
      body.score,
    ]);
    const text = `A new score was posted: ${body.score}.`;
    await query(INSERT_MAIL, [body.email, "New score posted", text, `<p>${text}</p>`]);
    return String(rows[0]!.id);
  });
}

const server = createServer((request, response) => {
  if (request.method !== "POST") {
    response.writeHead(404).end();
    return;
  }
  let raw = "";
  request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
  request.on("end", () => {
    writeScore(JSON.parse(raw) as Score).then(
      (id) => {
        response.writeHead(201, { "content-type": "application/json" });
        response.end(JSON.stringify({ id }));
      },
      (error: unknown) => {
        response.writeHead(500, { "content-type": "text/plain" });
        response.end(String(error));
      },
    );
  });
});
server.listen(Number(process.env.PORT), "127.0.0.1");

const stop = () => {
  server.close();
  void close().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
