import { questionnaireJson } from "@/lib/legal/questionnaire";

export const dynamic = "force-static";

export function GET() {
  return Response.json(questionnaireJson());
}
