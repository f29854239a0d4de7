import { DEMO_SITES, fetchFromPage, siteUrl } from "../support/sites";
import { expect, test } from "../support/test";
import { MULTI_PAGE_TIMEOUT } from "./content-support";

interface ProductList {
  rows: { id: number }[];
}
interface ProductDetail {
  id: number;
  options: { id: number }[];
}

/**
 * A guest's cart as a visitor sees it (issue 7): '장바구니 담기' on a treatment page fills the guest cart and the
 * floating reservation button shows how many options it holds. Every test starts with a new browser context, so
 * the cart starts empty.
 */
test.describe.configure({ timeout: MULTI_PAGE_TIMEOUT });

for (const site of DEMO_SITES) {
  test(`${site}: adding an option to the cart shows its count on the floating reservation button`, async ({
    page,
  }) => {
    await page.goto(siteUrl(site, "/products"));
    const list = await fetchFromPage<ProductList>(page, "/api/products?page=1&pageSize=20");
    expect(list.status).toBe(200);
    let product: ProductDetail | null = null;
    for (const row of list.body.rows) {
      const detail = await fetchFromPage<ProductDetail>(page, `/api/products/${row.id}`);
      if (detail.status === 200 && detail.body.options.length > 0) {
        product = detail.body;
        break;
      }
    }
    expect(product, "a demo treatment with options").not.toBeNull();

    await page.goto(siteUrl(site, `/products/${product?.id}`));
    // A click before the page has hydrated does nothing; adding the same option again keeps one line.
    const add = page.getByTestId("add-to-cart").first();
    await expect(async () => {
      await add.click();
      await expect(page.getByText("장바구니에 담았습니다.")).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });

    // Treatment pages have no floating menu (spec 2); the list page has, and its button fades in on scroll.
    await page.goto(siteUrl(site, "/products"));
    await page.mouse.wheel(0, 1200);
    const button = page.getByTestId("floating-reservation");
    await expect(button.getByTestId("cart-badge")).toContainText("1");
    await expect(button.getByTestId("cart-badge")).toContainText("장바구니 1개");

    // The count survives a reload (it is read from the guest cart, not kept in the page).
    await page.reload();
    await page.mouse.wheel(0, 1200);
    await expect(page.getByTestId("floating-reservation").getByTestId("cart-badge")).toContainText("1");
  });
}
