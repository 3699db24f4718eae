import { describe, expect, it } from "vitest";
import { htmlToText, replyTextOf, stripQuotedText } from "./reply-text";

describe("stripQuotedText", () => {
  it("cuts Gmail's attribution line and the quote under it", () => {
    const text = [
      "Thanks, the printer works again.",
      "",
      "On Mon, 23 Nov 2026 at 10:04, Anantha IT Support <support+t1.c2.abc@ananthait.in> wrote:",
      "> Hello Asha,",
      "> please restart the spooler.",
    ].join("\r\n");
    expect(stripQuotedText(text)).toBe("Thanks, the printer works again.");
  });

  it("cuts an attribution wrapped over two lines (Gmail wraps long ones)", () => {
    const text = [
      "Still broken.",
      "",
      "On Mon, 23 Nov 2026 at 10:04, Anantha IT Support <",
      "support+t1.c2.abc@ananthait.in> wrote:",
      "",
      "> earlier",
    ].join("\n");
    expect(stripQuotedText(text)).toBe("Still broken.");
  });

  it("cuts Apple Mail's attribution and a 'Sent from my iPhone' sign-off", () => {
    const text = [
      "Yes, 3 pm suits us.",
      "",
      "Sent from my iPhone",
      "",
      "On 23-Nov-2026, at 10:04, Ravi <r@x.in> wrote:",
      "",
      "> Would 3 pm suit you?",
    ].join("\n");
    expect(stripQuotedText(text)).toBe("Yes, 3 pm suits us.");
  });

  it("cuts Outlook's 'Original Message' block and its header block without a separator", () => {
    expect(
      stripQuotedText("Done.\n\n-----Original Message-----\nFrom: Support\nSent: Monday\nTo: Asha\n\nOld text"),
    ).toBe("Done.");
    expect(
      stripQuotedText(
        "Done too.\n\n________________________________\nFrom: Support <support@ananthait.in>\nSent: Monday, 23 November 2026 10:04\nTo: Asha\nSubject: Re: [AIT-2026-00001]",
      ),
    ).toBe("Done too.");
    expect(
      stripQuotedText("Third.\n\nFrom: Support <support@ananthait.in>\nSent: Monday\nTo: Asha\nSubject: Re: x\n\nOld"),
    ).toBe("Third.");
  });

  it("keeps a line that merely starts with From: or On", () => {
    expect(stripQuotedText("From: the 3rd floor, the printer is fine.\nOn Monday we tried again.")).toBe(
      "From: the 3rd floor, the printer is fine.\nOn Monday we tried again.",
    );
  });

  it("drops the signature after '-- ' and '--'", () => {
    expect(stripQuotedText("Please call me.\n\n-- \nAsha Nair\nNair Traders\n+91 98470 00000")).toBe("Please call me.");
    expect(stripQuotedText("Ok.\n--\nRavi")).toBe("Ok.");
  });

  it("drops > quotes but keeps answers written between them", () => {
    const text = ["> Is the router on?", "Yes.", "> Which model?", "TP-Link Archer C6.", ">> older"].join("\n");
    expect(stripQuotedText(text)).toBe("Yes.\nTP-Link Archer C6.");
  });

  it("tidies blank lines and is empty for a reply that only quotes", () => {
    expect(stripQuotedText("\n\nA\n\n\n\nB\n\n")).toBe("A\n\nB");
    expect(stripQuotedText("> only a quote\n> nothing new")).toBe("");
  });

  it("is fast on a long hostile line (no catastrophic backtracking)", () => {
    const line = `On ${"a ".repeat(50_000)}`;
    const started = performance.now();
    stripQuotedText(`${line}\n${line}\n${line}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("htmlToText and replyTextOf", () => {
  it("cuts Gmail's gmail_quote before converting an HTML-only mail", () => {
    const html =
      '<div dir="ltr">It works now &amp; thanks!<br>Asha</div><br><div class="gmail_quote"><div class="gmail_attr">On Mon wrote:</div><blockquote>old</blockquote></div>';
    expect(replyTextOf({ text: null, html })).toBe("It works now & thanks!\nAsha");
  });

  it("cuts Outlook's divRplyFwdMsg and Apple's blockquote type=cite", () => {
    expect(htmlToText('<p>Fine.</p><div id="divRplyFwdMsg"><b>From:</b> Support</div><p>old</p>')).toBe("Fine.");
    expect(htmlToText('<div>Ok then.</div><div><blockquote type="cite">old</blockquote></div>')).toBe("Ok then.");
  });

  it("drops styles and scripts, turns blocks into lines, decodes entities", () => {
    const html =
      "<html><head><style>p{color:red}</style></head><body><p>Line&nbsp;one</p><script>alert(1)</script><ul><li>a</li><li>b</li></ul><p>&#8377;5,000 &lt;ok&gt;</p></body></html>";
    expect(htmlToText(html)).toBe("Line one\n• a\n• b\n\n₹5,000 <ok>");
  });

  it("prefers the text part when there is one", () => {
    expect(replyTextOf({ text: "Plain answer\n\n> quoted", html: "<p>HTML answer</p>" })).toBe("Plain answer");
  });
});
