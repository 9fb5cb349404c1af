import type { HomeTexts } from './codes';

export const pl: HomeTexts = {
  'protective-packaging': {
    title: 'Opakowanie ochronne od 100 ¥', overview: '100 ¥ za paczkę poniżej 2 kg, 200 ¥ od 2 do 5 kg: zamów je przy łączeniu.',
    body: '## Po co je dodać\n\nSprzedawcy w Japonii często wysyłają w cienkich kopertach. Zanim Twoja paczka poleci za granicę, pracownicy naszego magazynu mogą ją przepakować z narożnikami ochronnymi, folią bąbelkową i kartonem o podwójnych ściankach.\n\n## Cena\n\n- **100 ¥** za paczkę poniżej 2 kg\n- **200 ¥** za paczkę od 2 do 5 kg\n\n## Jak je zamówić\n\n1. Otwórz **Moje paczki**, gdy Twoje zamówienia dotrą do magazynu.\n2. Połącz zamówienia, które chcesz wysłać razem.\n3. Zaznacz *Opakowanie ochronne* wśród opcji przed opłaceniem przesyłki.\n\nNajwięcej zyskują towary kruche, takie jak figurki, szkło i elektronika.',
  },
  'free-merge': {
    title: 'Połącz do 10 zamówień w jedną paczkę za darmo', overview: 'Zamówienia czekające w naszym magazynie jadą razem; od 11. zamówienia po 100 ¥.',
    body: '## Jedna paczka, jedna opłata\n\nPrzesyłkę międzynarodową liczy się za paczkę, według przedziału wagi. Wysłanie pięciu zamówień w jednej paczce zwykle kosztuje dużo mniej niż pięć paczek.\n\n- Łączenie **do 10 zamówień** jest bezpłatne.\n- Od 11. zamówienia **100 ¥** za każde kolejne.\n- Bezpłatne przechowywanie, gdy czekasz na resztę zamówień: zobacz [opłaty](/userGuide/fees).\n\nŁącz w **Moich paczkach**, gdy zamówienia mają status *W magazynie*.',
  },
  'two-payments': {
    title: 'Jak działają zakupy przez nas: dwie płatności', overview: 'Najpierw towar, nasza prowizja i wysyłka w Japonii; potem wysyłka międzynarodowa, gdy paczka zostanie zważona.',
    body: '## Pierwsza płatność: przy zamówieniu\n\n- cena towaru\n- nasza prowizja pośrednika (50–300 ¥ za sztukę, widoczna w koszyku)\n- wysyłka w Japonii, jeśli nie płaci jej sprzedawca\n- wybrane opcje\n\n## Druga płatność: gdy paczka zostanie zważona\n\nGdy towary dotrą do naszego magazynu i je połączysz, ważymy i mierzymy paczkę. Wtedy płacisz za wysyłkę międzynarodową wybraną metodą oraz za opcje wybrane na tym etapie.\n\nCło i podatki importowe pobiera Twój kraj przy doręczeniu; nie są wliczone. Szacunkowy koszt pokaże [kalkulator cen](/calc).',
  },
  'shipping-methods': {
    title: 'EMS, poczta lotnicza, SAL czy morska: wybór metody wysyłki', overview: 'Najdłuższe odnotowane czasy: EMS dwa tygodnie, lotnicza miesiąc, SAL dwa miesiące.',
    body: '## Metody\n\n| Metoda | Najdłuższy odnotowany czas | Dobra dla |\n| --- | --- | --- |\n| EMS | 2 tygodnie | większości paczek, do 30 kg, ze śledzeniem |\n| Lotnicza / ePacket | 1 miesiąc | małych, lekkich paczek |\n| SAL | 2 miesiące | ciężkich paczek, które nie są pilne |\n| Morska | kilka miesięcy | dużych, ciężkich, tanich towarów |\n| Kurierzy (DHL, FedEx, UPS) | około tygodnia | cennych lub pilnych towarów |\n\n## Zawieszone trasy\n\nPrzewoźnicy od czasu do czasu zawieszają niektóre trasy do poszczególnych krajów. [Kalkulator](/calc) pokazuje, z których metod Twój kraj może dziś korzystać.',
  },
  'volumetric-weight': {
    title: 'Dlaczego lekka, ale duża paczka może kosztować więcej', overview: 'Kurierzy liczą większą z wag: rzeczywistą lub gabarytową (D × S × W / 5000).',
    body: '## Waga rozliczeniowa\n\nPrzewoźnicy liczą **większą** z dwóch wag: rzeczywistą lub gabarytową.\n\n- Kurierzy: długość × szerokość × wysokość (cm) ÷ **5000**\n- EMS: ÷ **8000**, i tylko gdy jeden bok przekracza 60 cm\n\n## Przykład\n\nKarton pluszaków 60 × 40 × 40 cm waży 3 kg, ale jego waga gabarytowa u kuriera to 60 × 40 × 40 ÷ 5000 = **19,2 kg**.\n\n## Jak pomagamy\n\nŁącząc Twoje zamówienia, usuwamy duże opakowania handlowe, gdy jest to bezpieczne, i wybieramy najmniejszy pasujący karton.',
  },
  'auction-bidding': {
    title: 'Licytacje na Yahoo! Auctions: postąpienia i oferty maksymalne', overview: 'Poniżej 1000 ¥ oferty rosną o 10 ¥, od 50 000 ¥ o 1000 ¥. Ofert nie można wycofać.',
    body: '## Postąpienia\n\n| Aktualna cena | Postąpienie |\n| --- | --- |\n| poniżej 1000 ¥ | 10 ¥ |\n| 1000–4999 ¥ | 100 ¥ |\n| 5000–9999 ¥ | 250 ¥ |\n| 10 000–49 999 ¥ | 500 ¥ |\n| od 50 000 ¥ | 1000 ¥ |\n\n## Oferty maksymalne\n\nUstal, ile najwyżej zapłacisz; licytujemy najmniejszym postąpieniem ponad innych licytujących, aż do Twojego maksimum. Oferta wraz z prowizją jest blokowana w Twoim portfelu i zwalniana w ciągu kilku minut, gdy ktoś Cię przebije.\n\n**Ofert nie można anulować**, dlatego najpierw sprawdź aukcję i [opłaty](/userGuide/fees).',
  },
};
