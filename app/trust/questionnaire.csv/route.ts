import { questionnaireCsv } from "@/lib/legal/questionnaire";

export const dynamic = "force-static";

export function GET() {
  return new Response(questionnaireCsv(), { headers: { "Content-Type": "text/csv; charset=utf-8; header=present" } });
}
