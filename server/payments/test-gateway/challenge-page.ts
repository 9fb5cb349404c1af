// The 3-D Secure challenge of the test gateway: what a card issuer's page does, reduced to two buttons.
// Plain HTML without script, so it works under the storefront's content security policy.
const yen = new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY' });

export function challengePage(paymentId: string, amount: number, open: boolean): string {
  const id = encodeURIComponent(paymentId);
  const actions = open
    ? `<form method="post" action="/test-gateway/3ds/${id}/complete"><button type="submit">Complete</button></form>
       <form method="post" action="/test-gateway/3ds/${id}/fail"><button type="submit" class="fail">Fail</button></form>`
    : '<p>This payment has already been answered.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure test</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f5f7;color:#1b1f24}
main{max-inline-size:420px;margin-inline:auto;background:#fff;border-radius:8px;padding:24px}
h1{font-size:1.25rem;margin-block:0 8px}p{color:#4a5260}
form{display:inline-block;margin-inline-end:8px}
button{font:inherit;padding:12px 20px;border:0;border-radius:6px;background:#0b5cd5;color:#fff;cursor:pointer}
button.fail{background:#b42318}button:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
</style></head>
<body><main>
<h1>3-D Secure test</h1>
<p>Test gateway: confirm the payment of <strong>${yen.format(amount)}</strong>. No real card is charged.</p>
${actions}
</main></body></html>`;
}
