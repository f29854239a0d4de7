import type { CustomerPostDetail } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { forgetUnlockedPost, recallUnlockedPost, rememberUnlockedPost } from "./unlocked-posts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const post: CustomerPostDetail = {
  id: 41,
  boardTypeId: 7,
  title: "예약 문의",
  authorName: "홍**",
  isPrivate: true,
  isLocked: false,
  isGuest: true,
  isMine: false,
  answerCount: 0,
  createdAt: "2025-03-01T01:00:00.000Z",
  updatedAt: "2025-03-01T01:00:00.000Z",
  content: "토요일에 예약할 수 있나요?",
  answers: [],
  boardType: {
    id: 7,
    name: "고객 게시판",
    description: null,
    layout: "LIST",
    area: "CSCENTER",
    postVisibility: "PRIVATE",
    writeRequiresLogin: false,
  },
};

describe("unlocked posts of this tab", () => {
  it("keeps the writer's post by id until it is forgotten", () => {
    const storage = memoryStorage();
    rememberUnlockedPost(post, storage);
    expect(recallUnlockedPost(41, storage)).toEqual(post);
    expect(recallUnlockedPost(42, storage)).toBeNull();
    forgetUnlockedPost(41, storage);
    expect(recallUnlockedPost(41, storage)).toBeNull();
  });

  it("never keeps a locked post and ignores entries that are not an unlocked post of that id", () => {
    const storage = memoryStorage();
    rememberUnlockedPost({ ...post, isLocked: true, content: null }, storage);
    expect(storage.items.size).toBe(0);
    storage.setItem("customer-board-post:41", "{not json");
    expect(recallUnlockedPost(41, storage)).toBeNull();
    storage.setItem("customer-board-post:41", JSON.stringify({ ...post, id: 9 }));
    expect(recallUnlockedPost(41, storage)).toBeNull();
    storage.setItem("customer-board-post:41", JSON.stringify({ ...post, isLocked: true }));
    expect(recallUnlockedPost(41, storage)).toBeNull();
  });

  it("does nothing without a storage or when the storage refuses", () => {
    expect(recallUnlockedPost(41, null)).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => rememberUnlockedPost(post, refusing)).not.toThrow();
    expect(recallUnlockedPost(41, refusing)).toBeNull();
    expect(() => forgetUnlockedPost(41, refusing)).not.toThrow();
  });
});
