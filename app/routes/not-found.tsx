import { data } from "react-router";

// Unknown paths (and /404 itself) answer HTTP 404 through the error layout of the root boundary.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
