/**
 * How a console content form is drawn (issue 11): each entity lists its fields; the generic editor renders them,
 * keeps the body as JSON and sends it to the API, whose shared zod schema has the last word (its Korean messages
 * come back next to the field named by the error's path).
 */
export type Field =
  | TextField
  | { kind: "richtext"; name: string; label: string; hint?: string }
  | {
      kind: "number";
      name: string;
      label: string;
      /** Empty input sends null instead of a number. */
      nullable?: boolean;
      unit?: string;
      hint?: string;
    }
  | { kind: "checkbox"; name: string; label: string; hint?: string }
  /** YYYY-MM-DD or null. */
  | { kind: "date"; name: string; label: string; hint?: string }
  | {
      kind: "select";
      name: string;
      label: string;
      /** Fixed choices, or `source`: the rows of another content entity (its key), by id. */
      options?: { value: string; label: string }[];
      source?: string;
      /** Values are ids (numbers), as with `source`. */
      numeric?: boolean;
      /** Offer "없음" (null). */
      nullable?: boolean;
      hint?: string;
    }
  /** One image address, picked from the media library or typed. */
  | { kind: "image"; name: string; label: string; hint?: string }
  /** A list of image addresses. */
  | { kind: "images"; name: string; label: string; max: number; hint?: string }
  /** string[] typed as comma-separated words (badges, tags). */
  | { kind: "words"; name: string; label: string; max: number; hint?: string }
  /** string[] typed one per line (careers). */
  | { kind: "lines"; name: string; label: string; hint?: string }
  /** number[]: ids picked from another content entity's rows, in the order picked. */
  | { kind: "pick"; name: string; label: string; source: string; hint?: string }
  /** A list of objects (product options), each drawn with `fields`. */
  | {
      kind: "rows";
      name: string;
      label: string;
      fields: Field[];
      blank: Record<string, unknown>;
      addLabel: string;
      max: number;
      hint?: string;
    };

interface TextField {
  kind: "text" | "textarea";
  name: string;
  label: string;
  placeholder?: string;
  hint?: string;
  /** Empty input sends null (optional columns); otherwise "". */
  nullable?: boolean;
}

/** One console content screen: the API entity it edits and how its form looks. */
export interface ContentScreen {
  /** The API entity key: /console/clinics/{id}/content/{key}. */
  key: string;
  /** Menu and page title, e.g. "시술". */
  title: string;
  /** One line under the title: what it is and where the site shows it. */
  lead: string;
  fields: Field[];
  /** The body of a new row; null when the clinic cannot create rows here (visitors' reviews). */
  blank: Record<string, unknown> | null;
  /** Staff may edit; owners only when true. */
  ownerOnly?: boolean;
}

/** The entity keys a screen's fields read options from. */
export function sourcesOf(fields: Field[]): string[] {
  return [
    ...new Set(
      fields.flatMap((field) => {
        if (field.kind === "rows") return sourcesOf(field.fields);
        if (field.kind === "pick") return [field.source];
        if (field.kind === "select" && field.source) return [field.source];
        return [];
      }),
    ),
  ];
}

/** A field's value in a new row: empty text, no number, unchecked, no date or image, an empty list. */
function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "number":
      return field.nullable ? null : field.kind === "number" ? 0 : "";
    case "richtext":
      return "";
    case "checkbox":
      return false;
    case "date":
    case "select":
    case "image":
      return null;
    default:
      return [];
  }
}

/** The body of a new row: every field's empty value, then the screen's own starting values. */
export const blankOf = (
  fields: Field[],
  defaults: Record<string, unknown> = {},
): Record<string, unknown> => ({
  ...Object.fromEntries(fields.map((field) => [field.name, emptyValue(field)])),
  ...defaults,
});

type ScreenDefinition = Omit<ContentScreen, "blank"> & {
  /** Starting values of a new row where the field's empty value is not it (isVisible: true, …). */
  defaults?: Record<string, unknown>;
  /** False where the clinic cannot create rows (visitors' reviews). */
  creatable?: boolean;
};

/** A content screen whose new-row body follows from its fields, so a new field cannot be left out of it. */
export const contentScreen = ({
  defaults,
  creatable = true,
  ...screen
}: ScreenDefinition): ContentScreen => ({
  ...screen,
  blank: creatable ? blankOf(screen.fields, defaults) : null,
});
