import path from 'node:path';

/**
 * What a person starting the site reads: the address to open once it listens, and one Turkish
 * sentence (no stack, no JSON) when it cannot start. Shared by `npm start`'s checks before the
 * build (scripts/start.ts), the server itself (server/main.ts) and the command-line tools. Plain
 * functions of their inputs, with no app code: the server's bundle stays small.
 */

/** The URL to open in a browser: a wildcard address (0.0.0.0, ::) is reached as localhost. */
export function openUrl(host: string, port: number): string {
  const wildcard = host === '' || host === '0.0.0.0' || host === '::' || host === '[::]';
  const name = wildcard ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The plain line printed on stdout once the server listens. */
export function readyLine(host: string, port: number): string {
  return `Nöbetçi Eczane hazır: ${openUrl(host, port)} (durdurmak için Ctrl+C)`;
}

/** The npm command the person typed, for advice such as "PORT=3001 npm start". */
export function startCommand(env: Record<string, string | undefined>): string {
  if (env.npm_lifecycle_event === 'serve') return 'npm run serve';
  if (env.npm_lifecycle_event === 'dev') return 'npm run dev';
  return 'npm start';
}

/** Why the server could not listen on host:port (EADDRINUSE and the like), as one sentence. */
export function listenErrorSentence(
  error: NodeJS.ErrnoException,
  where: { host: string; port: number; command: string },
): string {
  const { host, port, command } = where;
  switch (error.code) {
    case 'EADDRINUSE': {
      const other = port < 65535 ? port + 1 : port - 1;
      return (
        `${port} numaralı bağlantı noktası kullanımda: başka bir PORT seçin (örneğin PORT=${other} ${command}) ` +
        'ya da o portu kullanan programı durdurun.'
      );
    }
    case 'EACCES':
      return (
        `${port} numaralı bağlantı noktasını açma izni yok (1024'ün altındaki portlar yönetici yetkisi ister): ` +
        `1024 ya da üstünde bir PORT seçin (örneğin PORT=3000 ${command}).`
      );
    case 'EADDRNOTAVAIL':
      return `HOST (${host}) bu makinenin bir adresi değil: 127.0.0.1, 0.0.0.0 ya da bu makinenin bir IP adresini verin.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `HOST (${host}) bir adrese çözümlenemedi: 127.0.0.1, 0.0.0.0 ya da bu makinenin bir IP adresini verin.`;
    default:
      return `${host}:${port} dinlenemedi: ${error.message}.`;
  }
}

/** Why DATA_DIR cannot hold the embedded database (creating it or its lock file failed), as one sentence. */
export function dataDirErrorSentence(dataDir: string, error: NodeJS.ErrnoException): string {
  const reasons: Record<string, string> = {
    EACCES: 'yazma izni yok',
    EPERM: 'yazma izni yok',
    EROFS: 'salt okunur bir diskte',
    EEXIST: 'bu adda bir dosya var',
    ENOTDIR: 'yolun bir parçası klasör değil, dosya',
    ENOSPC: 'diskte yer kalmadı',
  };
  const reason = reasons[error.code ?? ''] ?? error.message;
  return `DATA_DIR (${path.resolve(dataDir)}) yazılabilir bir klasör değil: ${reason}; başka bir DATA_DIR verin ya da izinleri düzeltin.`;
}

/** DATA_DIR's embedded database is open in another live process (the lock file's owner). */
export function dataDirLockedSentence(dataDir: string, owner: { pid?: number; purpose?: string }): string {
  const who = owner.pid === undefined ? '' : ` (PID ${owner.pid}${owner.purpose ? `: ${owner.purpose}` : ''})`;
  return (
    `DATA_DIR (${path.resolve(dataDir)}) içindeki gömülü veritabanı başka bir işlemde açık${who}: ` +
    'önce o işlemi (büyük olasılıkla çalışan sunucuyu) durdurun ya da başka bir DATA_DIR verin.'
  );
}
