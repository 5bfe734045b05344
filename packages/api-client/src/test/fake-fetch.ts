// A fetch that answers from a function and records what was sent.
export interface SentRequest {
  url: string;
  method: string;
  contentType: string | null;
  body: unknown;
}

export function fakeFetch(answer: (request: Request) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const text = await request.clone().text();
    sent.push({
      url: request.url,
      method: request.method,
      contentType: request.headers.get('Content-Type'),
      body: text ? JSON.parse(text) : undefined,
    });
    return answer(request);
  };
  return { fetch, sent };
}
