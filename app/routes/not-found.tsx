import type { MetaFunction } from "@remix-run/node";

/** Every address the route table does not know: the French 404 page of the root error boundary. */
export function loader() {
  throw new Response("La page que vous cherchez n'existe pas ou n'est plus disponible.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export function action() {
  return loader();
}

export const meta: MetaFunction = () => [
  { title: "Page introuvable | Rhône-Léman Immobilier" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return null;
}
