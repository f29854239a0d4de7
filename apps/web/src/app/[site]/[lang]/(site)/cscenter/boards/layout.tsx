import { formMessagesLayout } from "@/features/i18n/components/form-messages";

/** The customer boards' lists, posts and forms: their texts (issue 28). */
export default formMessagesLayout(["customerBoards"]);
