/** The server could not give the content (other than "there is no such page"). */
export class ContentLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentLoadError';
  }
}
