import type { FaqGroup } from "@clinic/shared";
import { useLocale } from "next-intl";
import { rowLang } from "@/features/i18n/row-lang";
import { Accordion, type AccordionItem } from "@/features/shell/components/ui/accordion";
import { RichText } from "@/ui/rich-text/rich-text";
import styles from "./faq.module.css";

interface FaqListProps {
  /** The groups whose questions are shown (one group, or every group for 전체). */
  groups: readonly FaqGroup[];
  /** Whether each question names its group (the 전체 view mixes groups). */
  showGroup: boolean;
}

/**
 * The questions as one accordion in single mode (spec 4): opening a question closes the one open before, a
 * second click closes it. One accordion for the whole list, so that holds across groups too.
 */
export function FaqList({ groups, showGroup }: FaqListProps) {
  const language = useLocale();
  const items: AccordionItem[] = groups.flatMap((group) =>
    group.faqs.map((faq) => ({
      key: faq.id,
      title: (
        <span className={styles.question}>
          <span className={styles.mark} aria-hidden="true">
            Q
          </span>
          <span className={styles.questionBody}>
            {showGroup ? (
              <span className={styles.group} lang={rowLang(language, group, "name")}>
                {group.name}
              </span>
            ) : null}
            <span className={styles.questionText} lang={rowLang(language, faq, "question")}>
              {faq.question}
            </span>
          </span>
        </span>
      ),
      content: (
        <div className={styles.answer}>
          <span className={styles.answerMark} aria-hidden="true">
            A
          </span>
          <div lang={rowLang(language, faq, "answerHtml")}>
            <RichText html={faq.answerHtml} className={styles.answerText} />
          </div>
        </div>
      ),
    })),
  );
  return (
    <div data-testid="faq-list">
      <Accordion items={items} mode="single" headingLevel={2} />
    </div>
  );
}
