/**
 * The data controller (KVKK "veri sorumlusu") that the privacy notice and the
 * About page's KVKK notice name, from OPERATOR_NAME, OPERATOR_EMAIL and
 * OPERATOR_ADDRESS (app/config/env.server.ts). Only these public values reach
 * the pages.
 */
export type DataController = Readonly<{ name: string; email: string | null; address: string | null }>;

/**
 * What the notices say about the data controller: who it is and how to reach
 * it; in development, which variables to set; in production without them, no
 * sentence that points to a contact that does not exist.
 */
export type DataControllerNotice =
  { kind: 'configured'; controller: DataController } | { kind: 'missing-in-development' } | { kind: 'missing' };

export const DATA_CONTROLLER_MISSING_TEXT =
  'Veri sorumlusu bilgisi yapılandırılmamış (OPERATOR_NAME, OPERATOR_EMAIL, isteğe bağlı OPERATOR_ADDRESS).';

export function toDataControllerNotice(config: {
  nodeEnv: string;
  operator: DataController | null;
}): DataControllerNotice {
  const { operator } = config;
  if (operator) {
    return {
      kind: 'configured',
      controller: { name: operator.name, email: operator.email, address: operator.address },
    };
  }
  return config.nodeEnv === 'development' ? { kind: 'missing-in-development' } : { kind: 'missing' };
}
