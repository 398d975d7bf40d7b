import { aiActDates, highRiskObligationsApply, transparencyObligationsApply } from "@/content/regulation";
import { writtenDate } from "@/content/date-text";
import { regulationCheckNote } from "@/lib/agents/listing-text";
import { aiActDateContradictions, aiActDateSentences, datesIn } from "./support/ai-act-dates";

describe("the AI Act date check the browser test runs on every page", () => {
  it("reads dates written either way", () => {
    expect(datesIn("from 2 August 2026 and from December 2, 2027")).toEqual(["2026-08-02", "2027-12-02"]);
  });

  it("finds the old Annex III date, and an Art. 50 date that is not the transparency date", () => {
    expect(aiActDateContradictions("The obligations for Annex III high-risk systems apply from 2 August 2026. Something else.")).toEqual([
      '2026-08-02 in "The obligations for Annex III high-risk systems apply from 2 August 2026."',
    ]);
    expect(aiActDateContradictions(`The transparency duties of Art. 50 apply from ${writtenDate(aiActDates.annexIII)}.`)).toHaveLength(1);
    expect(aiActDateContradictions(`Annex I duties apply from ${writtenDate(aiActDates.annexIII)}.`)).toHaveLength(1);
  });

  it("finds nothing wrong with content/regulation.ts's own sentences, and finds their dates", () => {
    for (const text of [highRiskObligationsApply, transparencyObligationsApply, regulationCheckNote]) expect(aiActDateContradictions(text)).toEqual([]);
    expect(aiActDateSentences(highRiskObligationsApply).join(" ")).toContain(writtenDate(aiActDates.annexIII));
    expect(aiActDateSentences(transparencyObligationsApply).join(" ")).toContain(writtenDate(aiActDates.transparency));
  });

  it("leaves dates of other laws and of reviews alone", () => {
    expect(aiActDateContradictions("In Colorado: SB 24-205, whose start had been delayed to June 30, 2026, was repealed.")).toEqual([]);
    expect(aiActDateContradictions("Last reviewed November 12, 2026; EU AI Act dates and duties checked on November 25, 2026.")).toEqual([]);
  });
});
