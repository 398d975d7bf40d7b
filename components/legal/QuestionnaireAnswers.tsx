import { answersByDomain, domainId, type QuestionnaireAnswer } from "@/lib/legal/questionnaire";
import { trustCenterHrefs } from "@/lib/site/hrefs";
import { LegalDocument, WideTable } from "@/components/legal/LegalDocument";
import styles from "./legal.module.css";

/** The questionnaire's answers by domain, one table each, with the downloads of the same answers. */
export function QuestionnaireAnswers({ answers }: { answers: readonly QuestionnaireAnswer[] }) {
  return (
    <LegalDocument printable>
      <p>
        Our answers to the questions a security and data protection review asks most, in one common shape: an id, the domain, the question, our answer, and its
        state: yes, no, not yet, or not confirmed yet. The same answers, for your own tools:{" "}
        <a href={trustCenterHrefs.questionnaireJson} download>
          JSON
        </a>{" "}
        and{" "}
        <a href={trustCenterHrefs.questionnaireCsv} download>
          CSV
        </a>
        .
      </p>
      {answersByDomain(answers).map(([domain, inDomain]) => (
        <section key={domain} aria-labelledby={domainId(domain)}>
          <h2 id={domainId(domain)}>{domain}</h2>
          <WideTable label={`${domain} answers`}>
            <caption className="visually-hidden">{domain} answers</caption>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Question</th>
                <th scope="col">Answer</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {inDomain.map((answer) => (
                <tr key={answer.id} data-answer-id={answer.id}>
                  <td className={styles.nowrap}>{answer.id}</td>
                  <th scope="row">{answer.question}</th>
                  <td>{answer.answer}</td>
                  <td>{answer.state}</td>
                </tr>
              ))}
            </tbody>
          </WideTable>
        </section>
      ))}
    </LegalDocument>
  );
}
