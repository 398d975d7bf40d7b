import type { Page } from "@playwright/test";
import { site } from "@/content/site";
import { expect, test } from "./fixtures";
import { expectOneSubmission, uniqueEmail } from "./inbox";

const SUCCESS_TOAST = "Form submitted successfully! We will get back to you soon.";

async function fillRequired(page: Page, name: string, email: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
}

async function submit(page: Page) {
  await page.getByRole("button", { name: "Send Message" }).click();
}

async function expectThankYou(page: Page) {
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  await expect(page.getByText(SUCCESS_TOAST)).toBeVisible();
}

test.describe("contact page", () => {
  test("greets the visitor, offers three intents and promises a reply in the site's words", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Let's Get Started" })).toBeVisible();
    const intents = page.getByRole("group", { name: "What can we help you with?" }).getByRole("radio");
    await expect(intents).toHaveCount(3);
    for (const name of ["Explore Services", "Custom Agent", "Training"]) {
      await expect(page.getByRole("radio", { name: new RegExp(`^${name}`) })).not.toBeChecked();
    }
    await expect(page.getByRole("main")).toContainText(site.replyWithin);
  });

  for (const [param, tile] of [
    ["explore", "Explore Services"],
    ["services", "Explore Services"],
    ["custom", "Custom Agent"],
    ["training", "Training"],
  ] as const) {
    test(`preselects ${tile} from ?intent=${param}`, async ({ page }) => {
      await page.goto(`/contact?intent=${param}`);
      await expect(page.getByRole("radio", { name: new RegExp(`^${tile}`) })).toBeChecked();
    });
  }

  test("moves between intents with the arrow keys, revealing each intent's questions", async ({ page }) => {
    await page.goto("/contact");
    const explore = page.getByRole("radio", { name: /^Explore Services/ });
    // The fields are disabled until hydration, and a disabled radio cannot take focus.
    await expect(explore).toBeEnabled();
    await explore.focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("group", { name: "Which services interest you?" }).getByRole("checkbox")).toHaveCount(5);
    await expect(page.getByRole("group", { name: "Where is your organization on its AI journey?" }).getByRole("radio")).toHaveCount(4);

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /^Custom Agent/ })).toBeChecked();
    await expect(page.getByLabel("Describe your agent idea")).toBeVisible();
    await expect(page.getByLabel("Timeline")).toBeVisible();
    await expect(page.getByRole("group", { name: "Which services interest you?" })).toHaveCount(0);

    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: /^Training/ })).toBeChecked();
    await expect(page.getByRole("group", { name: "Team size" }).getByRole("radio")).toHaveCount(3);
  });

  test("sends a message with no intent as formType contact, with every default", async ({ page }) => {
    const email = uniqueEmail("contact-none");
    await page.goto("/contact");
    await fillRequired(page, "Ada Lovelace", email);
    await submit(page);
    await expectThankYou(page);
    const record = await expectOneSubmission(email);
    expect(record).toMatchObject({
      formType: "contact",
      name: "Ada Lovelace",
      email,
      company: "Not specified",
      message: "No additional message",
      selectedIntent: "Not specified",
      selectedServices: "None selected",
      aiMaturityLevel: "Not specified",
      customAgentIdea: "Not specified",
      timeline: "Not specified",
      teamSize: "Not specified",
      source: "Contact Page",
      referrer: "Direct",
    });
    expect(record.userAgent).toContain("Chrome");
    expect(new Date(record.timestamp!).toISOString()).toBe(record.timestamp);
  });

  test("sends Explore Services with the chosen services and maturity", async ({ page }) => {
    const email = uniqueEmail("contact-explore");
    // The visitor arrived from a search engine: the lead records where they came from.
    await page.goto("/services", { referer: "https://search.example/" });
    await page.getByRole("link", { name: "Discuss Your Project" }).click();
    await expect(page).toHaveURL("/contact?intent=explore");
    await fillRequired(page, "Grace Hopper", email);
    await page.getByLabel("Organization").fill("Compiler Co");
    await page.getByRole("checkbox", { name: "Data Engineering" }).check();
    await page.getByRole("checkbox", { name: "AI/ML Solutions" }).check();
    await page.getByRole("radio", { name: /Solid strides/ }).check();
    await page.getByLabel("Message").fill("We want a lakehouse and two forecasting models.");
    await submit(page);
    await expectThankYou(page);
    expect(await expectOneSubmission(email)).toMatchObject({
      formType: "contact_explore",
      company: "Compiler Co",
      selectedIntent: "explore",
      selectedServices: "Data Engineering, AI/ML Solutions",
      aiMaturityLevel: "solid-strides",
      customAgentIdea: "Not specified",
      teamSize: "Not specified",
      message: "We want a lakehouse and two forecasting models.",
      referrer: "https://search.example/",
    });
  });

  test("sends Custom Agent with the idea and timeline", async ({ page }) => {
    const email = uniqueEmail("contact-custom");
    await page.goto("/contact?intent=custom");
    await fillRequired(page, "Alan Turing", email);
    await page.getByLabel("Describe your agent idea").fill("An agent that triages supplier invoices.");
    await page.getByLabel("Timeline").selectOption("1-3-months");
    await submit(page);
    await expectThankYou(page);
    expect(await expectOneSubmission(email)).toMatchObject({
      formType: "contact_custom",
      selectedIntent: "custom",
      customAgentIdea: "An agent that triages supplier invoices.",
      timeline: "1-3-months",
      selectedServices: "None selected",
      aiMaturityLevel: "Not specified",
    });
  });

  test("sends Training with the team size", async ({ page }) => {
    const email = uniqueEmail("contact-training");
    await page.goto("/contact?intent=training");
    await fillRequired(page, "Katherine Johnson", email);
    await page.getByRole("radio", { name: "Medium (50-200 people)" }).check();
    await submit(page);
    await expectThankYou(page);
    expect(await expectOneSubmission(email)).toMatchObject({ formType: "contact_training", selectedIntent: "training", teamSize: "medium" });
  });

  test("explains empty required fields beside them and focuses the first", async ({ page }) => {
    await page.goto("/contact");
    await submit(page);
    const name = page.getByLabel("Full Name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Full Name is required");
    await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription("Email Address is required");
    await expect(page.getByRole("heading", { name: "Thank You!" })).toHaveCount(0);
  });

  test("rejects a malformed email and an over-long name, keeping what was typed", async ({ page }) => {
    const email = uniqueEmail("contact-invalid");
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill("x".repeat(121));
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByLabel("Message").fill("Please keep this text.");
    await submit(page);
    await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription("Full Name must be 120 characters or fewer");
    await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription("Enter a valid email address, like name@company.com");
    await expect(page.getByLabel("Message")).toHaveValue("Please keep this text.");

    await page.getByLabel("Full Name").fill("Short Name");
    await page.getByLabel("Email Address").fill(email);
    await submit(page);
    await expectThankYou(page);
    expect((await expectOneSubmission(email)).message).toBe("Please keep this text.");
  });

  test("stores a spreadsheet formula as text and never runs markup", async ({ page }) => {
    const email = uniqueEmail("contact-formula");
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto("/contact");
    await fillRequired(page, '=HYPERLINK("http://evil.example","click")', email);
    await page.getByLabel("Organization").fill("@SUM(A1:A9)");
    await page.getByLabel("Message").fill("<script>alert('x')</script><img src=x onerror=alert(1)>");
    await submit(page);
    await expectThankYou(page);
    const record = await expectOneSubmission(email);
    expect(record.name).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(record.company).toBe("'@SUM(A1:A9)");
    expect(record.message).toBe("<script>alert('x')</script><img src=x onerror=alert(1)>");
    expect(dialogs).toBe(0);
  });

  // The endpoint failing, hanging, refusing or going offline: delivery.spec.ts.

  test.describe("when the browser will not say where the visitor came from", () => {
    test("still sends the message, with the referrer 'Direct'", async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Document.prototype, "referrer", {
          get() {
            throw new Error("referrer unavailable");
          },
        });
      });
      const email = uniqueEmail("contact-no-referrer");
      await page.goto("/contact");
      await fillRequired(page, "Edge Case", email);
      await submit(page);
      await expectThankYou(page);
      expect((await expectOneSubmission(email)).referrer).toBe("Direct");
    });
  });

  test("Submit Another Response brings back a blank form with no intent", async ({ page }) => {
    await page.goto("/contact?intent=explore");
    await fillRequired(page, "Reset Tester", uniqueEmail("contact-reset"));
    await page.getByRole("checkbox", { name: "Analytics & BI" }).check();
    await submit(page);
    await expectThankYou(page);
    await page.getByRole("button", { name: "Submit Another Response" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Email Address")).toHaveValue("");
    for (const radio of await page.getByRole("group", { name: "What can we help you with?" }).getByRole("radio").all()) {
      await expect(radio).not.toBeChecked();
    }
    await expect(page.getByRole("checkbox")).toHaveCount(0);
  });
});
