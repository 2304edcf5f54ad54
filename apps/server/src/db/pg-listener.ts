import pg from 'pg';

/** The handler of a channel: a notice's payload, or null when notices may have been missed. */
export type NotifyHandler = (payload: string | null) => void;

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * LISTENs on `channel` over a connection of its own, and keeps listening: when the connection
 * is lost (a database restart, the network, an administrator ending it) it reconnects with a
 * growing pause and then calls the handler with null, since notices sent meanwhile are lost.
 * The first connection must succeed. Resolves to the function that stops listening.
 */
export async function listenDurably(
  url: string,
  channel: string,
  handler: NotifyHandler,
  warn: (message: string) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let pause = FIRST_RETRY_MS;

  const lost = (client: pg.Client) => {
    if (stopped || client !== current) return;
    current = null;
    client.end().catch(() => undefined);
    warn(`the LISTEN connection of ${channel} was lost; reconnecting`);
    retry();
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', (error) => {
      warn(`LISTEN ${channel}: ${error.message}`);
      lost(client);
    });
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
  };

  const retry = () => {
    timer = setTimeout(() => {
      timer = null;
      connect().then(
        () => {
          pause = FIRST_RETRY_MS;
          if (!stopped) handler(null);
        },
        (error: unknown) => {
          warn(
            `LISTEN ${channel} could not reconnect: ${error instanceof Error ? error.message : String(error)}`,
          );
          pause = Math.min(pause * 2, LAST_RETRY_MS);
          if (!stopped) retry();
        },
      );
    }, pause);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const client = current;
    current = null;
    if (client) await client.end();
  };
}
