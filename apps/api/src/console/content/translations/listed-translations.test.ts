import { consoleCall, eventually } from "@api/testing/console-fixtures";
import { useConsoleTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  consoleTranslationsSchema,
  nonCoveredFeesSchema,
  partnerEmployeeListSchema,
  popupListSchema,
  productDetailSchema,
  productPageSchema,
  siteConfigSchema,
} from "@clinic/shared";
import { describe, expect, it } from "vitest";

const HANGUL = /[\uAC00-\uD7A3]/;

import type { z } from "zod";

/**
 * Translations of texts a row carries in lists (issue 29): a treatment's option names, a doctor's career lines, a
 * popup's titles and images, the 비급여 page's cells and notes. Each distinct Korean text is translated once, keyed
 * by that text, so lists the console saves whole keep their translations.
 */
describe("translations of listed texts: options, careers, popups, the 비급여 page", () => {
  const t = useConsoleTestApp({ cachePublicAnswers: true }, { staff: true });

  const call = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, payload?: object, token = t.owner) =>
    consoleCall(t, token)(method, url, payload);
  const path = (entity: string, id: number) =>
    `/console/clinics/${t.lumiere}/content/${entity}/${id}/translations`;
  const read = async <T>(url: string, schema: z.ZodType<T>, origin = LUMIERE) => {
    const answer = await t.app.inject({ url, headers: site(origin) });
    expect(answer.statusCode, answer.body).toBe(200);
    return schema.parse(answer.json());
  };
  const publish = async (url: string, language: string, fields: Record<string, string>, token = t.owner) => {
    const saved = await call("PUT", `${url}/${language}`, { fields }, token);
    expect(saved.statusCode, saved.body).toBe(204);
    const published = await call("POST", `${url}/${language}/publish`, undefined, token);
    expect(published.statusCode, published.body).toBe(200);
  };

  it("translates a treatment's option names once per Korean name, marked on each option", async () => {
    const [first] = (await read("/products?pageSize=30", productPageSchema)).rows;
    if (!first) throw new Error("lumiere has no products");
    const product = await read(`/products/${first.id}`, productDetailSchema);
    const option = product.options[0];
    if (!option) throw new Error("the product has no options");
    // The demo translates option names into English.
    const english = await read(`/products/${first.id}?languageCode=en`, productDetailSchema);
    expect(english.options[0]?.translated).toEqual(["name"]);
    expect(english.options[0]?.name).not.toBe(option.name);

    const answer = consoleTranslationsSchema.parse((await call("GET", path("products", first.id))).json());
    const key = `option:${option.name}`;
    expect(answer.source[key]).toBe(option.name);
    expect(answer.fields.find((field) => field.key === key)?.label).toContain(option.name);
    const chinese = answer.languages.find((row) => row.language === "zh-CN");
    expect(chinese?.missing).toContain(key);
    expect(chinese?.missing).not.toContain("name");

    // Added beside the product's other Chinese texts, as the console's editor sends them.
    await publish(path("products", first.id), "zh-CN", { ...chinese?.published, [key]: "单次疗程" });
    const translated = await eventually(
      async () =>
        (await read(`/products/${first.id}?languageCode=zh-CN`, productDetailSchema)).options[0]?.name,
      "单次疗程",
    );
    expect(translated).toBe("单次疗程");
    const page = await read(`/products/${first.id}?languageCode=zh-CN`, productDetailSchema);
    expect(page.options[0]?.translated).toEqual(["name"]);
    expect(page.name).toBe(chinese?.published?.name);
    // Another option with another Korean name stays Korean, marked so (no `name` in its `translated`).
    for (const other of page.options.slice(1).filter((each) => each.name !== "单次疗程"))
      expect(other.translated ?? []).not.toContain("name");
    // Korean answers are untouched.
    expect((await read(`/products/${first.id}`, productDetailSchema)).options[0]?.name).toBe(option.name);
  });

  it("translates a doctor's careers as lines", async () => {
    const doctors = await read("/partner-employees?employeeType=DOCTOR", partnerEmployeeListSchema);
    const doctor = doctors.rows.find((row) => row.careers.length > 0);
    if (!doctor) throw new Error("lumiere has no doctor with careers");
    const answer = consoleTranslationsSchema.parse((await call("GET", path("employees", doctor.id))).json());
    expect(answer.fields.find((field) => field.key === "careers")?.kind).toBe("lines");
    expect(answer.source.careers).toBe(doctor.careers.join("\n"));
    await publish(path("employees", doctor.id), "ja", {
      careers: "ソウル大学 医学部 卒業\n\n  皮膚科 専門医  ",
    });
    const read_ = async () =>
      (
        await read("/partner-employees?employeeType=DOCTOR&languageCode=ja", partnerEmployeeListSchema)
      ).rows.find((row) => row.id === doctor.id);
    await eventually(async () => (await read_())?.careers.length, 2);
    const japanese = await read_();
    expect(japanese?.careers).toEqual(["ソウル大学 医学部 卒業", "皮膚科 専門医"]);
    expect(japanese?.translated).toContain("careers");
  });

  it("translates a popup's title and swaps its image per language, for the owner only", async () => {
    const popup = (await read("/customer/popups", popupListSchema)).rows[0];
    const item = popup?.popupItems[0];
    if (!popup || !item?.pcContent) throw new Error("lumiere has no popup with an image");
    const url = path("popups", popup.id);
    const answer = consoleTranslationsSchema.parse((await call("GET", url)).json());
    expect(answer.fields.find((field) => field.key === `image:${item.pcContent}`)?.kind).toBe("image");
    expect(answer.source[`title:${item.title}`]).toBe(item.title);
    expect((await call("GET", url, undefined, t.staff)).statusCode).toBe(403);

    // An image must be an address: a script is refused in the error shape and nothing is kept.
    const bad = await call("PUT", `${url}/en`, {
      fields: { [`image:${item.pcContent}`]: "javascript:alert(1)" },
    });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).fields?.[0]?.path).toBe(`fields.image:${item.pcContent}`);
    const protocolRelative = await call("PUT", `${url}/en`, {
      fields: { [`image:${item.pcContent}`]: "//evil.example/x.png" },
    });
    expect(protocolRelative.statusCode).toBe(400);

    await publish(url, "en", {
      [`title:${item.title}`]: "Autumn event",
      [`image:${item.pcContent}`]: "/media/popup-en.png",
    });
    const english = await eventually(
      async () =>
        (await read("/customer/popups?languageCode=en", popupListSchema)).rows[0]?.popupItems[0]?.title,
      "Autumn event",
    );
    expect(english).toBe("Autumn event");
    const translated = (await read("/customer/popups?languageCode=en", popupListSchema)).rows[0]
      ?.popupItems[0];
    expect(translated?.pcContent).toBe("/media/popup-en.png");
    expect(translated?.translated).toEqual(
      item.mobileContent === item.pcContent
        ? ["title", "pcContent", "mobileContent"]
        : ["title", "pcContent"],
    );
    expect((await read("/customer/popups", popupListSchema)).rows[0]?.popupItems[0]?.title).toBe(item.title);
    // Another clinic's popup is not this clinic's to translate.
    const haneulPopup = (await read("/customer/popups", popupListSchema, HANEUL)).rows[0];
    if (haneulPopup) expect((await call("GET", path("popups", haneulPopup.id))).statusCode).toBe(404);
  });

  it("translates the 비급여 page by its distinct texts, and keeps them when the table is saved again", async () => {
    const korean = await read("/non-covered-fees", nonCoveredFeesSchema);
    const category = korean.categories[0];
    const item = category?.items[0];
    if (!category || !item) throw new Error("lumiere has no fees");
    const url = path("non-covered-fees", t.lumiere);
    // Staff keep the 비급여 page, so they translate it; its id is the clinic's own.
    const answer = consoleTranslationsSchema.parse((await call("GET", url, undefined, t.staff)).json());
    expect(answer.source[`category:${category.name}`]).toBe(category.name);
    expect(answer.source[`name:${item.name}`]).toBe(item.name);
    const units = new Set(korean.categories.flatMap((c) => c.items.map((i) => i.unit)).filter(Boolean));
    expect(answer.fields.filter((field) => field.key.startsWith("unit:"))).toHaveLength(units.size);
    expect((await call("GET", path("non-covered-fees", t.lumiere + 1_000))).statusCode).toBe(404);
    expect((await call("GET", path("non-covered-fees", t.partnerIds.haneul))).statusCode).toBe(404);

    await publish(
      url,
      "en",
      {
        [`category:${category.name}`]: "Lifting",
        [`name:${item.name}`]: "Ulthera",
        ...(korean.notes ? { notes: "Prices include VAT." } : {}),
        // A Korean text the page no longer has (changed since) is dropped, not refused.
        "name:없어진 항목": "Gone",
      },
      t.staff,
    );
    const english = await eventually(
      async () => (await read("/non-covered-fees?languageCode=en", nonCoveredFeesSchema)).categories[0]?.name,
      "Lifting",
    );
    expect(english).toBe("Lifting");
    const page = await read("/non-covered-fees?languageCode=en", nonCoveredFeesSchema);
    expect(page.categories[0]?.translated).toEqual(["name"]);
    expect(page.categories[0]?.items[0]).toMatchObject({ name: "Ulthera", priceMin: item.priceMin });
    expect(page.categories[0]?.items[0]?.translated).toContain("name");
    if (korean.notes) expect(page).toMatchObject({ notes: "Prices include VAT.", translated: ["notes"] });
    const stored = consoleTranslationsSchema.parse((await call("GET", url)).json());
    expect(stored.languages.find((row) => row.language === "en")?.published).not.toHaveProperty(
      "name:없어진 항목",
    );

    // Saving the table again (the console replaces its rows) keeps the translation: it is keyed by the text.
    const document = (await call("GET", `/console/clinics/${t.lumiere}/non-covered-fees`)).json() as {
      items: object[];
      notes: string | null;
    };
    const saved = await call("PUT", `/console/clinics/${t.lumiere}/non-covered-fees`, {
      items: document.items,
      notes: document.notes,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read("/non-covered-fees?languageCode=en", nonCoveredFeesSchema)).categories[0]?.name).toBe(
      "Lifting",
    );
    expect((await read("/non-covered-fees", nonCoveredFeesSchema)).categories[0]?.name).toBe(category.name);
  });

  it("serves the site's frame in the demo's English, and the owner translates it like the rest", async () => {
    const config = (language?: string, origin = LUMIERE) =>
      read(
        `/partners/this/site-config${language ? `?languageCode=${language}` : ""}`,
        siteConfigSchema,
        origin,
      );
    const korean = await config();
    // The demo translates every menu into English; Chinese is left to the Korean, unmarked as translated.
    for (const origin of [LUMIERE, HANEUL]) {
      const english = await config("en", origin);
      for (const item of english.navigation) {
        expect(item.translated, item.title).toEqual(["title"]);
        expect(item.title).not.toMatch(HANGUL);
        for (const sub of item.subList) expect(sub.title, sub.title).not.toMatch(HANGUL);
      }
      expect(english.rightButtons[0]?.translated).toEqual(["buttonText"]);
    }
    const chinese = await config("zh-CN");
    expect(chinese.navigation.map((item) => item.title)).toEqual(korean.navigation.map((item) => item.title));
    expect(chinese.navigation[0]?.translated).toEqual([]);
    expect(korean.navigation[0]).not.toHaveProperty("translated");

    const url = path("site-texts", t.lumiere);
    expect((await call("GET", url, undefined, t.staff)).statusCode).toBe(403);
    expect((await call("GET", path("site-texts", t.partnerIds.haneul))).statusCode).toBe(404);
    const answer = consoleTranslationsSchema.parse((await call("GET", url)).json());
    const first = korean.navigation[0]?.title ?? "";
    expect(answer.source[`menu:${first}`]).toBe(first);
    expect(answer.fields.find((field) => field.key === "floatingButtonText")?.kind).toBe("line");
    const zh = answer.languages.find((row) => row.language === "zh-CN");
    expect(zh?.missing).toContain(`menu:${first}`);
    await publish(url, "zh-CN", {
      [`menu:${first}`]: "关于我们",
      footerDescription: "皮肤科专科医生亲自诊疗。",
    });
    await eventually(async () => (await config("zh-CN")).navigation[0]?.title, "关于我们");
    const translated = await config("zh-CN");
    expect(translated.navigation[0]).toMatchObject({ title: "关于我们", translated: ["title"] });
    expect(translated.footer).toMatchObject({
      description: "皮肤科专科医生亲自诊疗。",
      translated: ["description"],
    });
    expect((await config()).navigation[0]?.title).toBe(first);
  });
});
