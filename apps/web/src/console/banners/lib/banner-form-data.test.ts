import { describe, expect, it } from "vitest";
import { bannerBodyFrom } from "./banner-form-data";

describe("banner form data", () => {
  it("reads the form into the API's body", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      bannerLocation: "MAIN_TOP",
      title: " 봄 이벤트 ",
      subTitle: "",
      pcImageUrl: "/media/a.png",
      mobileImageUrl: "",
      linkUrl: "/events",
      weight: "3",
      isVisible: "on",
    })) {
      form.append(name, value);
    }
    expect(bannerBodyFrom(form)).toEqual({
      bannerLocation: "MAIN_TOP",
      title: "봄 이벤트",
      subTitle: "",
      pcImageUrl: "/media/a.png",
      mobileImageUrl: "",
      linkUrl: "/events",
      weight: 3,
      isVisible: true,
      focalX: 50,
      focalY: 50,
    });
  });

  it("sends a hidden banner and a missing order as 0, a wrong number as typed", () => {
    const form = new FormData();
    form.append("weight", "");
    expect(bannerBodyFrom(form)).toMatchObject({ weight: 0, isVisible: false });
    form.set("weight", "첫째");
    expect(bannerBodyFrom(form).weight).toBe("첫째");
  });
});
