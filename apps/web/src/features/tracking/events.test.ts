import { describe, expect, it } from "vitest";
import {
  addToCartEvent,
  loginEvent,
  pageViewEvent,
  reservationStartEvent,
  searchEvent,
  signUpEvent,
  viewItemEvent,
} from "./events";

describe("tracking events", () => {
  it("names identity verification for regular customers and SMS verification for guests (spec 1)", () => {
    expect(loginEvent({ isRegular: true })).toEqual({ event: "login", method: "본인인증" });
    expect(loginEvent({ isRegular: false })).toEqual({ event: "login", method: "SMS 인증" });
    expect(signUpEvent()).toEqual({ event: "sign_up", method: "본인인증" });
  });

  it("a page view carries the visible path with its query", () => {
    expect(pageViewEvent("/search", "keyword=%EB%B3%B4", "http://a.test")).toEqual({
      event: "page_view",
      page_path: "/search?keyword=%EB%B3%B4",
      page_location: "http://a.test/search?keyword=%EB%B3%B4",
    });
    expect(pageViewEvent("/", "", "http://a.test").page_path).toBe("/");
  });

  it("a search needs a keyword; surrounding spaces are not part of it", () => {
    expect(searchEvent("  보톡스 ")).toEqual({ event: "search", search_term: "보톡스" });
    expect(searchEvent("   ")).toBeNull();
    expect(searchEvent(null)).toBeNull();
  });

  it("a product view is a GA4 view_item in won, without price fields when the product has none", () => {
    const product = { id: 7, name: "물광 주사", categoryName: "스킨부스터", price: 99000 };
    expect(viewItemEvent(product)).toEqual({
      event: "view_item",
      ecommerce: {
        currency: "KRW",
        value: 99000,
        items: [{ item_id: "7", item_name: "물광 주사", item_category: "스킨부스터", price: 99000 }],
      },
    });
    const unpriced = viewItemEvent({ ...product, price: null });
    expect(unpriced.ecommerce).not.toHaveProperty("value");
    expect(unpriced.ecommerce.items[0]).not.toHaveProperty("price");
  });

  it("add to cart names the option as the item, one at a time", () => {
    expect(addToCartEvent({ id: 31, name: "1회", price: 50000 })).toEqual({
      event: "add_to_cart",
      ecommerce: {
        currency: "KRW",
        value: 50000,
        items: [{ item_id: "31", item_name: "1회", quantity: 1, price: 50000 }],
      },
    });
    expect(addToCartEvent({ id: 31, name: "1회" }).ecommerce).not.toHaveProperty("value");
  });

  it("a started reservation says which one in the widget's words and in Korean, with what was preselected", () => {
    expect(reservationStartEvent({ type: "visit" })).toEqual({
      event: "reservation_start",
      reservationType: "visit",
      reservationLabel: "방문 예약",
    });
    expect(reservationStartEvent({ type: "treatment", eventId: 3, productId: 9 })).toEqual({
      event: "reservation_start",
      reservationType: "treatment",
      reservationLabel: "시술 예약",
      eventId: 3,
      productId: 9,
    });
  });
});
