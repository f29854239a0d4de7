import { describe, expect, it } from "vitest";
import { encodeKeyPath, sha256Hex, signingKey, signRequest } from "./sigv4";

// The examples of AWS's S3 documentation ("Signature Calculations for the Authorization Header: Transferring
// Payload in a Single Chunk") and of the general SigV4 documentation (deriving the signing key).
const EXAMPLE = {
  host: "examplebucket.s3.amazonaws.com",
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
  now: new Date("2013-05-24T00:00:00Z"),
};
const EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

describe("AWS Signature Version 4", () => {
  it("derives the documented signing key", () => {
    const key = signingKey("wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", "20120215", "us-east-1", "iam");
    expect(key.toString("hex")).toBe("f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d");
  });

  it("signs the PUT Object example (a key with $, a body, extra headers)", () => {
    const body = "Welcome to Amazon S3.";
    expect(sha256Hex(body)).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    const signed = signRequest({
      ...EXAMPLE,
      method: "PUT",
      path: encodeKeyPath("test$file.text"),
      headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
      payloadHash: sha256Hex(body),
    });
    expect(sha256Hex(signed.canonicalRequest)).toBe(
      "9e0e90d9c76de8fa5b200d8c849cd5b8dc7a3be3951ddb7f6a76b4158342019d",
    );
    expect(signed.headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request," +
        "SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class," +
        "Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
    );
  });

  it("signs the GET Object example with a Range header", () => {
    const signed = signRequest({
      ...EXAMPLE,
      method: "GET",
      path: "/test.txt",
      headers: { Range: "bytes=0-9" },
      payloadHash: EMPTY,
    });
    expect(signed.signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
  });

  it("signs the GET Bucket Lifecycle and List Objects examples (query strings)", () => {
    const lifecycle = signRequest({
      ...EXAMPLE,
      method: "GET",
      path: "/",
      query: { lifecycle: "" },
      payloadHash: EMPTY,
    });
    expect(lifecycle.signature).toBe("fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543");
    const list = signRequest({
      ...EXAMPLE,
      method: "GET",
      path: "/",
      query: { prefix: "J", "max-keys": "2" },
      payloadHash: EMPTY,
    });
    expect(list.signature).toBe("34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
  });

  it("encodes each key segment but keeps the slashes", () => {
    expect(encodeKeyPath("bucket/a b/ü(1).png")).toBe("/bucket/a%20b/%C3%BC%281%29.png");
  });
});
