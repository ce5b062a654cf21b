import type { Route } from './+types/mcp';
import { clientContext, servicesContext } from '#app/context.server.ts';
import { handleMcpRequest, refuseMcpStream } from '#app/routes/api/mcp/mcp-http.server.ts';

/** `/mcp`: read-only MCP tools for assistants (app/routes/api/mcp/mcp-tools.server.ts). */
export function loader() {
  return refuseMcpStream();
}

export function action({ request, context }: Route.ActionArgs) {
  return handleMcpRequest(context.get(servicesContext), context.get(clientContext).ip, request);
}
