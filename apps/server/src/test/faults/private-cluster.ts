import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';

/**
 * The PostgreSQL binaries: PG_BIN when set, else the newest /usr/lib/postgresql/<version>/bin
 * with initdb and pg_ctl (Debian's layout); null when there are none.
 */
export function postgresBinaries(): string | null {
  const given = process.env.PG_BIN;
  const candidates = given
    ? [given]
    : existsSync(PG_ROOT)
      ? readdirSync(PG_ROOT)
          .filter((name) => /^\d+$/.test(name))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => join(PG_ROOT, version, 'bin'))
      : [];
  return (
    candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ??
    null
  );
}

/**
 * A PostgreSQL cluster of a test's own, in a temporary folder, on a free port of 127.0.0.1 with
 * trust authentication, that the test may stop and start at will (the shared server on 5432 is
 * never touched). PostgreSQL refuses to run as root: as root, the folder belongs to the
 * `postgres` user and every command runs through runuser.
 */
export class PrivateCluster {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
    private readonly asPostgres: boolean,
  ) {}

  static async create(bin: string): Promise<PrivateCluster> {
    const dir = await mkdtemp(join(tmpdir(), 'mall-pg-'));
    const asPostgres = userInfo().uid === 0;
    if (asPostgres) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const { stdout: group } = await run('id', ['-g', 'postgres']);
      await chown(dir, Number(stdout.trim()), Number(group.trim()));
    }
    const cluster = new PrivateCluster(bin, dir, await freePort(), asPostgres);
    await cluster.command('initdb', [
      '-D',
      cluster.data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    await cluster.start();
    return cluster;
  }

  private get data(): string {
    return join(this.dir, 'data');
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private async command(name: string, args: string[]): Promise<string> {
    const binary = join(this.bin, name);
    const [file, argv] = this.asPostgres
      ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
      : [binary, args];
    const { stdout } = await run(file, argv, { cwd: this.dir, timeout: 60_000 });
    return stdout;
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
    await this.command('pg_ctl', [
      '-D',
      this.data,
      '-o',
      options,
      '-l',
      join(this.dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  /** `pg_ctl stop -m immediate`: every backend is cut at once, as in a crash. */
  async stopImmediately(): Promise<void> {
    await this.command('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
  }

  async createDatabase(name: string): Promise<string> {
    const client = new pg.Client({ connectionString: this.url() });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    return this.url(name);
  }

  /** Stops the cluster (if it runs) and removes its folder. */
  async destroy(): Promise<void> {
    await this.command('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']).catch(
      () => undefined,
    );
    await rm(this.dir, { recursive: true, force: true });
  }
}
