export interface BlogText {
  title: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
}
