/** Integration tests: nothing global yet; each file builds its own app on its own database. */
export default function setup(): void {}
