/** Absolute links with the payload in the fragment: `https://host/base/assign#<payload>`. */
export function linkTo(origin: string, pathname: string, payload: string): string {
  return `${new URL(pathname, origin).href}#${payload}`;
}
