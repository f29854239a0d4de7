/** The kinds of seeded rows a demo link may name; ids are known only after the insert. */
export type LinkKind = "board" | "branding" | "exhibition" | "event";

const TOKEN = /\{(board|branding|exhibition|event):([^}]+)\}/g;

/**
 * Replaces `{kind:name}` in demo URLs (navigation, banners, popups) by the id of the row of that kind and name, so
 * `/boards/{board:언론 보도}` becomes `/boards/17`. A name that matches no row is a data error and throws.
 */
export class ContentLinks {
  private readonly ids = new Map<string, number>();

  add(kind: LinkKind, name: string, id: number): void {
    this.ids.set(`${kind}:${name}`, id);
  }

  resolve(url: string): string;
  resolve(url: string | null): string | null;
  resolve(url: string | null): string | null {
    if (url === null) return null;
    return url.replace(TOKEN, (_token, kind: string, name: string) => {
      const id = this.ids.get(`${kind}:${name}`);
      if (id === undefined) throw new Error(`demo seed: link to unknown ${kind} '${name}' in ${url}`);
      return String(id);
    });
  }
}
