// Exits 0 when the NATS server for the scale-out tests answers with JetStream (TEST_NATS_URL or the local default).
import { jetstreamManager } from "@nats-io/jetstream";
import { connect } from "@nats-io/transport-node";

const servers = process.env.TEST_NATS_URL ?? "nats://127.0.0.1:4222";
try {
  const connection = await connect({ servers, timeout: 3_000 });
  await (await jetstreamManager(connection)).getAccountInfo();
  await connection.close();
  process.exit(0);
} catch {
  process.exit(1);
}
