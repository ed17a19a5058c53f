/** Placeholder until the first vertical slice lands (issue 5). */
export function LandingPage() {
  return (
    <main>
      <h1>Petrobridge</h1>
      <p>
        The oil and gas brokerage marketplace connecting African sellers with US and European
        buyers.
      </p>
    </main>
  );
}
