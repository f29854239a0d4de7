import { formMessagesLayout } from "@/features/i18n/components/form-messages";

/** My page's forms (account, reviews of visits): the account's and the customer boards' texts (issue 28). */
export default formMessagesLayout(["accountClient", "customerBoards"]);
