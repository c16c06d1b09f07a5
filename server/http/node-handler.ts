import type { IncomingMessage, ServerResponse } from 'node:http';

/** A plain node:http handler: the shape every layer of the site's front composes. */
export type NodeHandler = (request: IncomingMessage, response: ServerResponse) => void;
